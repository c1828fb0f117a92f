import { WizardStepPlaceholder } from '../features/wizard/components/wizard-step-placeholder';

export default function CreateEventStep2Page() {
  return <WizardStepPlaceholder step={2} />;
}
