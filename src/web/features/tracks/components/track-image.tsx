import { useState } from 'react';
import { Center, Image } from '@mantine/core';
import { IconRoad } from '@tabler/icons-react';

/** The track's picture, or a neutral placeholder when it has none or it does not load. */
export function TrackImage({ src, name, height }: { src: string | null; name: string; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center h={height} bg="dark.6" aria-hidden>
        <IconRoad size={40} color="var(--mantine-color-dark-2)" />
      </Center>
    );
  }
  return <Image src={src} alt={`${name} track`} h={height} fit="cover" onError={() => setFailed(true)} />;
}
