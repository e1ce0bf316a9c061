import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { paymentTerms } from '@shared/inventory/suppliers.rules';
import { acceptedImageTypes, checkImageFile } from '@shared/lib/images.rules';
import {
  shopIdentityMessages,
  updateShopIdentitySchema,
  type ShopIdentity,
  type UpdateShopIdentityInput,
} from '@shared/team/shop-identity.contract';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useRemoveShopLogo, useUpdateShopIdentity, useUploadShopLogo } from '../api/shop-identity';

type FormValues = { [K in keyof UpdateShopIdentityInput]-?: string };

function formValuesOf(identity: ShopIdentity): FormValues {
  return {
    name: identity.name,
    street: identity.street ?? '',
    city: identity.city ?? '',
    state: identity.state ?? '',
    postalCode: identity.postalCode ?? '',
    country: identity.country ?? '',
    phone: identity.phone ?? '',
    email: identity.email ?? '',
    taxId: identity.taxId ?? '',
    paymentInstructions: identity.paymentInstructions ?? '',
    defaultTerms: identity.defaultTerms,
  };
}

function ShopLogo({ identity, manage }: { identity: ShopIdentity; manage: boolean }) {
  const upload = useUploadShopLogo();
  const remove = useRemoveShopLogo();
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess('Logo uploaded'),
      onError: (err) => setError(errorMessage(err, 'The logo could not be uploaded')),
    });
  };
  return (
    <Stack gap="xs">
      {identity.logoUrl ? (
        <Image src={identity.logoUrl} alt={`${identity.name} logo`} maw={200} mah={90} fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          No logo yet
        </Text>
      )}
      {manage ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FileInput
            label="Logo"
            description="PNG, JPG, GIF or WebP, at most 10 MB"
            placeholder={upload.isPending ? 'Uploading...' : 'Choose an image'}
            accept={acceptedImageTypes.join(',')}
            leftSection={<IconPhoto size={16} />}
            value={null}
            onChange={choose}
            error={error}
            disabled={upload.isPending}
            w={{ base: '100%', xs: 280 }}
          />
          {identity.logoUrl ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notifySuccess('Logo removed'),
                  onError: (err) => notifyError(errorMessage(err, 'The logo could not be removed')),
                })
              }
            >
              Remove logo
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * Settings → Team: the shop's identity that every invoice prints (name, address, contacts, tax
 * id, logo, payment instructions, default terms). Team managers edit it; others read it.
 */
export function ShopIdentityCard({ identity, manage }: { identity: ShopIdentity; manage: boolean }) {
  const save = useUpdateShopIdentity();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(identity),
    clearInputErrorOnChange: true,
    validate: schemaResolver(updateShopIdentitySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    save.mutate(values as UpdateShopIdentityInput, {
      onSuccess: (saved) => {
        form.setInitialValues(formValuesOf(saved));
        form.setValues(formValuesOf(saved));
        notifySuccess(shopIdentityMessages.saved);
      },
      onError: (err) => setError(applyServerErrors(form, err, 'The shop details could not be saved')),
    });
  });

  const field = (name: keyof FormValues) => ({ ...form.getInputProps(name), readOnly: !manage });

  return (
    <Card component="section" aria-labelledby="shop-identity-title">
      <Title order={2} size="h3" id="shop-identity-title" mb={4}>
        Shop details
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        What your invoices print: who you are, where to pay, and the terms new invoices follow.
      </Text>
      <Stack gap="md">
        <ShopLogo identity={identity} manage={manage} />
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <TextInput label="Shop name" required {...field('name')} />
            <TextInput label="Street address" {...field('street')} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <TextInput label="City" {...field('city')} />
              <TextInput label="State" {...field('state')} />
              <TextInput label="ZIP / postal code" {...field('postalCode')} />
              <TextInput label="Country" {...field('country')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Phone" type="tel" {...field('phone')} />
              <TextInput label="Billing email" type="email" {...field('email')} />
              <TextInput label="Tax ID" {...field('taxId')} />
              <Select
                label="Default payment terms"
                data={[...paymentTerms]}
                allowDeselect={false}
                {...form.getInputProps('defaultTerms')}
                disabled={!manage}
              />
            </SimpleGrid>
            <Textarea
              label="Payment instructions"
              description="Printed under Remit to: bank details, check payee, accepted cards."
              autosize
              minRows={2}
              {...field('paymentInstructions')}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            {manage ? (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                  Save Shop Details
                </Button>
              </Group>
            ) : null}
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
