/** The product's ladder mark (as in the logo), drawn in the current text colour; decorative. */
export function LadderMark({ className = 'h-4 w-3' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 flex-col justify-between border-x-2 border-current py-0.5 align-[-2px] ${className}`}
    >
      <span className="block h-0.5 bg-current" />
      <span className="block h-0.5 bg-current" />
      <span className="block h-0.5 bg-current" />
    </span>
  );
}
