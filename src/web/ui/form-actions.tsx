import type { MantineColor } from '@mantine/core';
import { Alert, Button, Group } from '@mantine/core';

/**
 * Cancel and the main action at the foot of a form or modal. While saving, the action reads
 * 'Saving...' and both buttons wait.
 */
export function FormActions({
  onCancel,
  submitLabel,
  saving = false,
  disabled = false,
  color,
  onSubmit,
}: {
  onCancel: () => void;
  submitLabel: string;
  saving?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  /** For an action outside a <form>; otherwise the button submits the form. */
  onSubmit?: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={saving || disabled} color={color}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </Group>
  );
}

/** The red box at the top of a form: why it was not saved. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  ) : null;
}
