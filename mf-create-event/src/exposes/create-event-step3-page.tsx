// Stub so the remote builds; the owning team replaces it.
export default function CreateEventStep3Page() {
  return <h1>CreateEventStep3Page</h1>;
}
