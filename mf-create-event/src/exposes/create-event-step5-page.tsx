import { WizardStepPlaceholder } from '../features/wizard/components/wizard-step-placeholder';

export default function CreateEventStep5Page() {
  return <WizardStepPlaceholder step={5} />;
}
