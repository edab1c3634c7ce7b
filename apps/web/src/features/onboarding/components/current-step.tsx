import { ChoiceInput } from "./choice-input";
import { NameInput } from "./name-input";
import { NumberInput } from "./number-input";
import { isNumericStep, type StepProps, type VkName } from "./step-props";
import { SummaryStep } from "./summary-step";

/** The input of the step being asked: quick replies, a typed number, the name, or the computed goal. */
export function CurrentStep(props: StepProps & { vkName: VkName | null; onCreated: () => void }) {
  if (props.step === "summary") return <SummaryStep answers={props.answers} onCreated={props.onCreated} />;
  if (props.step === "name") return <NameInput {...props} />;
  if (isNumericStep(props.step)) return <NumberInput {...props} step={props.step} />;
  return <ChoiceInput {...props} />;
}
