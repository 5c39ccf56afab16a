import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import './Checkbox.css';

export interface CheckboxProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}

/** A check box of the kit (react-aria Checkbox: a real input, Space toggles it), its label beside it. */
export function Checkbox({ isSelected, onChange, isDisabled, children }: CheckboxProps) {
  return (
    <AriaCheckbox className="kit-checkbox" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      {children}
    </AriaCheckbox>
  );
}
