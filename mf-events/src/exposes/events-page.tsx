// Stub so the remote builds; the owning team replaces it.
export default function EventsPage() {
  return <h1>EventsPage</h1>;
}
