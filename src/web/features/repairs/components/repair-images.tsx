import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { acceptedImageTypes, checkImageFile, imageMessages } from '@shared/lib/images.rules';
import type { Repair } from '@shared/repairs/repairs.contract';
import { maxRepairImages } from '@shared/repairs/repairs.rules';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDeleteRepairImage } from '../api/delete-repair-image';
import { useUploadRepairImage } from '../api/upload-repair-image';

const accept = acceptedImageTypes.join(',');

/** Splits picked files into acceptable ones and the spec's message for the first bad one. */
function checkFiles(files: File[]): { ok: File[]; problem: string | null } {
  const ok: File[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const message = checkImageFile(file);
    if (message) problem ??= message;
    else ok.push(file);
  }
  return { ok, problem };
}

/** Photos picked on the new-repair form; they upload once the repair is saved. */
export function PendingPhotos({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const add = (picked: File[]) => {
    const { ok, problem: bad } = checkFiles(picked);
    setProblem(bad);
    onChange([...files, ...ok].slice(0, maxRepairImages));
  };

  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Photos
        </Title>
        <FileButton onChange={add} accept={accept} multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />}>
              Add photos
            </Button>
          )}
        </FileButton>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          PNG, JPG, GIF or WebP, up to 10 MB each.
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {previews.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {previews.map((p, index) => (
              <Paper key={p.url} withBorder pos="relative" style={{ overflow: 'hidden' }}>
                <Image src={p.url} alt={`Photo ${index + 1}: ${p.file.name}`} h={110} fit="cover" />
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  color="red"
                  variant="filled"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => onChange(files.filter((f) => f !== p.file))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Uploads files one after another; returns how many made it. */
export async function uploadPhotos(upload: (file: File) => Promise<unknown>, files: File[]): Promise<number> {
  let uploaded = 0;
  for (const file of files) {
    try {
      await upload(file);
      uploaded += 1;
    } catch (err) {
      notifyError(`${file.name}: ${errorMessage(err, imageMessages.uploadFailed)}`);
    }
  }
  return uploaded;
}

/** A repair's photos: thumbnails linking to the full image, upload several, remove one. */
export function RepairPhotos({ repair }: { repair: Repair }) {
  const upload = useUploadRepairImage();
  const remove = useDeleteRepairImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = repair.images.length >= maxRepairImages;

  const add = async (picked: File[]) => {
    const { ok, problem: bad } = checkFiles(picked);
    setProblem(bad);
    if (ok.length === 0) return;
    setBusy(true);
    const count = await uploadPhotos((file) => upload.mutateAsync({ id: repair.id, file }), ok);
    setBusy(false);
    if (count > 0) notifySuccess(count === 1 ? 'Photo added' : `${count} photos added`);
  };

  const askRemove = (imageId: string, index: number) =>
    confirmAction({
      title: 'Remove photo',
      message: `Remove photo ${index + 1} from this repair? This action cannot be undone.`,
      confirmLabel: 'Remove',
      onConfirm: () => {
        remove.mutate(
          { id: repair.id, imageId },
          {
            onSuccess: () => notifySuccess('Photo removed'),
            onError: (err) => notifyError(errorMessage(err, 'The photo could not be removed')),
          },
        );
      },
    });

  return (
    <Card>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          Photos
        </Title>
        <FileButton onChange={(files) => void add(files)} accept={accept} multiple disabled={full || busy}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={busy} leftSection={<IconPhotoPlus size={16} />}>
              Upload photos
            </Button>
          )}
        </FileButton>
      </Group>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {repair.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No photos yet. PNG, JPG, GIF or WebP, up to 10 MB each.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {repair.images.map((image, index) => (
              <Paper key={image.id} withBorder pos="relative" style={{ overflow: 'hidden' }}>
                <Anchor href={image.url} target="_blank" rel="noreferrer" aria-label={`Open photo ${index + 1}`}>
                  <Image src={image.thumbnailUrl} alt={`Repair photo ${index + 1}`} h={96} fit="cover" />
                </Anchor>
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  color="red"
                  variant="filled"
                  size="sm"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => askRemove(image.id, index)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {full ? (
          <Text size="xs" c="dimmed">
            A repair keeps at most {maxRepairImages} photos.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
