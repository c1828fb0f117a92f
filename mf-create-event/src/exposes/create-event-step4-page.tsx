// Stub so the remote builds; the owning team replaces it.
export default function CreateEventStep4Page() {
  return <h1>CreateEventStep4Page</h1>;
}
