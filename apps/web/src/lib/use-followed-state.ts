import { useState } from 'react';

/**
 * State that starts as `source` and is set to it again whenever `source` changes, while it can be
 * edited in between (a text box showing a chosen name, or the term of the page's address). It is
 * adjusted while rendering, never in an effect: an effect runs after the box is drawn and would
 * erase what was typed into it meanwhile.
 */
export function useFollowedState<T>(source: T) {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(followed, source)) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue] as const;
}
