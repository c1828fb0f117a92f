// Stub so the remote builds; the owning team replaces it.
export default function CreateEventStep1Page() {
  return <h1>CreateEventStep1Page</h1>;
}
