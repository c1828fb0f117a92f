// Stub so the remote builds; the owning team replaces it.
export default function EvaluationPage() {
  return <h1>EvaluationPage</h1>;
}
