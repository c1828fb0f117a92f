// Stub so the remote builds; the owning team replaces it.
export default function EditEventPage() {
  return <h1>EditEventPage</h1>;
}
