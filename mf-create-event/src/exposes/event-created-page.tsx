// Stub so the remote builds; the owning team replaces it.
export default function EventCreatedPage() {
  return <h1>EventCreatedPage</h1>;
}
