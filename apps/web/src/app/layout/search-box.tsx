import { SearchCombobox } from '../../features/people/components/search-combobox';

/** The search box of SPEC.md §2, in the right column and (on phones) the header. */
export function SearchBox() {
  return <SearchCombobox />;
}
