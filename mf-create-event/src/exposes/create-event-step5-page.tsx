// Stub so the remote builds; the owning team replaces it.
export default function CreateEventStep5Page() {
  return <h1>CreateEventStep5Page</h1>;
}
