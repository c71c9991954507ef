import { ADVISOR_UPLOAD_MAX_BYTES } from '@app/shared/schemas/advisor-console';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../../lib/formats.ts';
import { checkUpload, SNIFF_BYTES, type UploadKind } from '../../upload-check.ts';

const MESSAGES = { type: 'wrongType', size: 'tooLarge', empty: 'empty' } as const;

/** A file that passed the check: the bytes to send, their type, and a local URL to preview them. */
export interface ChosenFile {
  file: File;
  type: string;
  url: string;
}

/**
 * The file an advisor picked for the photo or the voice introduction, checked at once (kind, size) so
 * that a wrong file is named before anything is sent. The preview's object URL is freed when the choice
 * changes or the page closes.
 */
export function useChosenFile(kind: UploadKind) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A second pick while the first is still being read wins.
  const latest = useRef(0);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const choose = useCallback(
    async (file: File | undefined) => {
      const turn = ++latest.current;
      setChosen(null);
      setProblem(null);
      if (!file) return;
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      if (turn !== latest.current) return;
      const check = checkUpload(kind, file.size, head);
      if (!check.ok) {
        const size = formatFileSize(file.size);
        setProblem(
          t(`advisorConsole.profile.${kind}.${MESSAGES[check.problem]}`, {
            size,
            max: formatFileSize(ADVISOR_UPLOAD_MAX_BYTES),
          }),
        );
        return;
      }
      setChosen({ file, type: check.type, url: URL.createObjectURL(file) });
    },
    [kind, t],
  );

  /** Forgets the choice and empties the picker, so the same file can be picked again. */
  const clear = useCallback(() => {
    latest.current += 1;
    setChosen(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  return { chosen, problem, setProblem, choose, clear, inputRef };
}
