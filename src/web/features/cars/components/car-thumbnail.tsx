import { Center, Image } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';

export function CarThumbnail({ url, size = 48 }: { url: string | null; size?: number }) {
  if (!url) {
    return (
      <Center w={size * 1.33} h={size} bg="dark.6" style={{ borderRadius: 6, flexShrink: 0 }} aria-hidden>
        <IconCar size={size / 2} color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return <Image src={url} alt="" w={size * 1.33} h={size} radius="sm" fit="cover" style={{ flexShrink: 0 }} />;
}
