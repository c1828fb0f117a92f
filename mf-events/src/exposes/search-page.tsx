import { SearchScreen } from '../features/search/components/search-screen';

export default function SearchPage() {
  return <SearchScreen />;
}
