// Stub so the remote builds; the owning team replaces it.
export default function EventDetailPage() {
  return <h1>EventDetailPage</h1>;
}
