// Stub so the remote builds; the owning team replaces it.
export default function CreateEventStep2Page() {
  return <h1>CreateEventStep2Page</h1>;
}
