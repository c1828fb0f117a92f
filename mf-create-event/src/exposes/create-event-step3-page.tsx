import { WizardStepPlaceholder } from '../features/wizard/components/wizard-step-placeholder';

export default function CreateEventStep3Page() {
  return <WizardStepPlaceholder step={3} />;
}
