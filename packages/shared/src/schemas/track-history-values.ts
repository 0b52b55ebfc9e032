/** The longest one-line summary an author may give a save (docs/product.md "Career tracks"). */
export const VERSION_SUMMARY_MAX = 200;
/** Versions a page of a track's history lists, by default and at most. */
export const VERSION_PAGE = { fallback: 20, max: 50 } as const;
