import { EvaluationScreen } from '../features/evaluation/components/evaluation-screen';

export default function EvaluationPage() {
  return <EvaluationScreen />;
}
