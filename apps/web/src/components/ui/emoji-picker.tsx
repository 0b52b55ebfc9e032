import { Smile } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDismiss } from '../../lib/use-dismiss';

/** About 90 emoji for posts and comments (docs/product.md "Fixed values and limits"; no download: they are text). */
const EMOJI = [
  ...'😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 😉 😍 🥰 😘 😋 😎 🤩 🥳 😏 🤔 🤗 🤭 😶 😐 🙄 😬 😌 😴 😷 🤒 🤯 😮 😲 😳 🥺 😢 😭 😤 😡',
  ...' 👍 👎 👏 🙌 🙏 💪 👋 🤝 ✌️ 🤞 👌 👉 ☝️ ✍️ 🧠 👀 ❤️ 🧡 💛 💚 💙 💜 🖤 💯 🔥 ✨ ⭐ 🌟 🎉 🎊',
  ...' 🎯 🏆 🥇 🚀 💡 📈 📚 📝 💼 💻 🧑‍💻 🎓 🛠️ ⚙️ 📊 🗓️ ⏰ ✅ ❌ ⚠️ ❓ 💬 📣 🌱 🌈 ☕ 🍀 🇻🇳',
]
  .join('')
  .split(' ')
  .filter(Boolean);

/**
 * `value` with `text` put over the field's selection (or at its end), and the field focused with
 * the caret after the insert once React has written the new value.
 */
export function insertAtCaret(field: HTMLTextAreaElement | null, value: string, text: string): string {
  const start = field?.selectionStart ?? value.length;
  const end = field?.selectionEnd ?? start;
  const caret = start + text.length;
  requestAnimationFrame(() => {
    field?.focus();
    field?.setSelectionRange(caret, caret);
  });
  return `${value.slice(0, start)}${text}${value.slice(end)}`;
}

/** A small popover of emoji; the caller inserts the picked one where the caret is (insertAtCaret). */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useDismiss(container, isOpen, () => setIsOpen(false));

  return (
    <div ref={container} className="relative inline-block">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Smile aria-hidden="true" className="size-4 shrink-0" />
        {t('common.add_emoji')}
      </button>
      {isOpen && (
        <div
          role="group"
          aria-label={t('common.add_emoji')}
          className="absolute bottom-full left-0 z-30 mb-1 grid max-h-52 w-72 grid-cols-9 gap-0.5 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => onPick(emoji)}
              className="rounded-md p-1 text-xl leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
