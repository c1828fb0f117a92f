// Stub so the remote builds; the owning team replaces it.
export default function MyEventsPage() {
  return <h1>MyEventsPage</h1>;
}
