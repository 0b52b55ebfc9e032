import { SearchCombobox } from '../../features/people/components/search-combobox';

/** The search box (docs/product.md "Layout and parts"), in the right column and (on phones) the header. */
export function SearchBox() {
  return <SearchCombobox />;
}
