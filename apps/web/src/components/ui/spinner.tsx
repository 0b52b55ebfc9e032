export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  const dimension = size === 'sm' ? 'h-4 w-4' : 'h-6 w-6';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${dimension} animate-spin rounded-full border-2 border-current border-t-transparent`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
