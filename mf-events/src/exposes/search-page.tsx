// Stub so the remote builds; the owning team replaces it.
export default function SearchPage() {
  return <h1>SearchPage</h1>;
}
