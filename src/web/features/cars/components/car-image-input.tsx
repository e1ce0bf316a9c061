import { useEffect, useMemo, useState } from 'react';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { acceptedImageTypes, checkImageFile } from '@shared/lib/images.rules';

export interface ImageChoice {
  /** A new file to upload. */
  file: File | null;
  /** Remove the stored image. */
  remove: boolean;
}

/** Image upload with the browser's first check (type, 10 MB) and a preview. */
export function CarImageInput({
  currentUrl,
  value,
  onChange,
}: {
  currentUrl: string | null;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | null) => {
    if (!file) {
      setError(null);
      onChange({ file: null, remove: value.remove });
      return;
    }
    const problem = checkImageFile(file);
    setError(problem);
    onChange({ file: problem ? null : file, remove: false });
  };

  const shown = preview ?? (value.remove ? null : currentUrl);
  return (
    <Stack gap="xs">
      <FileInput
        label="Vehicle image"
        description="PNG, JPG, GIF or WebP, at most 10 MB"
        placeholder="Choose an image"
        accept={acceptedImageTypes.join(',')}
        leftSection={<IconPhoto size={16} />}
        value={value.file}
        onChange={choose}
        error={error}
        clearable
      />
      {shown ? (
        <Group align="flex-end" gap="sm">
          <Image src={shown} alt="Vehicle image preview" maw={240} radius="md" />
          {!value.file && currentUrl ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange({ file: null, remove: true })}
            >
              Remove image
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No image available
        </Text>
      )}
    </Stack>
  );
}
