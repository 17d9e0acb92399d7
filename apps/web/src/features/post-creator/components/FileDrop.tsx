import { Button, Group, Paper, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { accepts } from '../media-facts.ts';

interface FileDropProps {
  /** The button's text, which is also the file input's label. */
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

// Hidden from sight, not from keyboards and screen readers (unlike display: none).
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A zone that takes dropped files, and a button that opens the file chooser. */
export function FileDrop({ label, hint, accept, multiple = false, onFiles }: FileDropProps) {
  const [over, setOver] = useState(false);
  const [focused, setFocused] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files].filter((file) => accepts(accept, file));
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm">
        {/* Not dimmed: Mantine's dimmed grey on this paper is below WCAG AA contrast, light and dark. */}
        <Text size="sm">{hint}</Text>
        <Button
          component="label"
          variant="light"
          style={
            focused ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2 } : {}
          }
        >
          {label}
          <input
            type="file"
            accept={accept}
            multiple={multiple}
            style={visuallyHidden}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared so that choosing the same file again still uploads it.
              event.currentTarget.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </Button>
      </Group>
    </Paper>
  );
}
