import { GRADE, type TypedWords } from './search.words';

/**
 * How closely a member's name follows the typed words, for ranking equal scores
 * (docs/api/people-and-career-tracks.md "Search and suggestions"): the typed words in the typed order, then
 * fewer words the name has beyond them, then a shorter completion of a typed prefix.
 * Each part is a non-negative integer where more is better, so that it joins the rank tuple.
 */
export interface NameFit {
  /** 1 when the name holds the typed words in the typed order. */
  inOrder: number;
  /** NAME_FIT_CAP minus the name's words beyond the typed ones. */
  fewerExtra: number;
  /** NAME_FIT_CAP minus the letters added to complete typed prefixes. */
  shorterCompletion: number;
}

export const NAME_FIT_CAP = 99;

/** The words of a name as the word index holds them: lower case, no accents, split at non-letters. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The typed words' indexes in the order they were typed: `ladder_search_words` numbers them in its
 * own (sorted) order, so the term says which came first.
 */
export function typedOrder(typed: TypedWords, term: string): number[] {
  const order: number[] = [];
  for (const word of nameWords(term)) {
    const i = typed.candidates.find((c) => c.grade === GRADE.exact && c.word === word)?.i;
    if (i !== undefined && !order.includes(i)) order.push(i);
  }
  return order;
}

export function nameFit(typed: TypedWords, order: number[], name: string): NameFit {
  const words = nameWords(name);
  let position = -1;
  let inOrder = 1;
  let completion = 0;
  for (const i of order) {
    const candidates = typed.candidates.filter((c) => c.i === i).sort((a, b) => b.grade - a.grade);
    const self = candidates.find((c) => c.grade === GRADE.exact)?.word ?? '';
    // The best candidate the name holds, preferring one after the previous typed word's place.
    let found: { at: number; word: string; grade: number } | null = null;
    for (const candidate of candidates) {
      const after = words.findIndex((word, at) => at > position && word === candidate.word);
      const at = after >= 0 ? after : words.indexOf(candidate.word);
      const isBetter =
        !found ||
        candidate.grade > found.grade ||
        (candidate.grade === found.grade && at > position && found.at <= position);
      if (at >= 0 && isBetter) found = { at, word: candidate.word, grade: candidate.grade };
    }
    if (!found || found.at <= position) inOrder = 0;
    if (found) {
      position = Math.max(position, found.at);
      if (found.grade === GRADE.prefix) completion += found.word.length - self.length;
    }
  }
  const cap = (value: number) => NAME_FIT_CAP - Math.min(NAME_FIT_CAP, Math.max(0, value));
  return { inOrder, fewerExtra: cap(words.length - typed.count), shorterCompletion: cap(completion) };
}
