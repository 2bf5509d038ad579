import { useEffect, useState } from 'react';
import { notify } from '@/providers/notify';
import { PickerInput } from './PickerInput';
import { ReportPopupModal } from './ReportPopupModal';
import { popupConfigError, popupValues } from './report-popup';

export interface PopupSelectProps {
  /** Online report code. */
  code: string;
  /** Report fields to copy, comma-separated. */
  orgFields: string;
  /** Form fields receiving them, same count and order. */
  destFields: string;
  /** The destination field this input shows. */
  field?: string;
  /** Text shown in the input. */
  value?: string;
  onChange?: (values: Record<string, unknown>) => void;
  multi?: boolean;
  disabled?: boolean;
  param?: Record<string, unknown>;
  placeholder?: string;
}

/**
 * Popup picker (JPopup): opens the report popup and emits `{destField: value,…}` built from the chosen records.
 * `<PopupSelect code="report_spot" orgFields="id,name" destFields="spotId,spotName" field="spotName" onChange={patch} />`
 */
export function PopupSelect({ code, orgFields, destFields, value, onChange, multi = false, disabled, param, placeholder = '请选择' }: PopupSelectProps) {
  const [open, setOpen] = useState(false);
  const configError = popupConfigError(code, orgFields, destFields);

  useEffect(() => {
    if (configError) notify.error(configError);
  }, [configError]);

  const openModal = () => {
    if (configError) {
      notify.error(configError);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <PickerInput testId="popup-select" text={value ?? ''} placeholder={configError ?? placeholder} disabled={disabled} onOpen={openModal} />
      {!configError && (
        <ReportPopupModal
          open={open}
          code={code}
          multi={multi}
          param={param}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            onChange?.(popupValues(rows, orgFields, destFields));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
