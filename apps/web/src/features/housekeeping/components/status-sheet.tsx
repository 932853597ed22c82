import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ROOM_SERVICE_NOTICE_MAX_LENGTH,
  type RoomService,
} from '@hotel/shared/contracts/room-service';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { toErrorBody } from '@/lib/api-error';
import { useUpdateRoomServiceMutation } from '../api/update-room-service';
import { useUnitContext } from '@/lib/session/use-unit-labels';

/** What the sheet does: move to a status (with the notice), or only save the notice. */
export type SheetStep = 'in_progress' | 'done' | 'open' | 'notice';

const TITLE_KEYS: Record<SheetStep, string> = {
  in_progress: 'housekeeping.sheet.startTitle',
  done: 'housekeeping.sheet.doneTitle',
  open: 'housekeeping.sheet.reopenTitle',
  notice: 'housekeeping.sheet.noticeTitle',
};
const CONFIRM_KEYS: Record<SheetStep, string> = {
  in_progress: 'housekeeping.sheet.confirmStart',
  done: 'housekeeping.sheet.confirmDone',
  open: 'housekeeping.sheet.confirmReopen',
  notice: 'housekeeping.sheet.confirmNotice',
};

export interface SheetRequest {
  item: RoomService;
  step: SheetStep;
}

/**
 * The second of two taps: an optional notice and the confirm button. Kept small so it opens
 * from the bottom on a phone, right under the housekeeper's thumb.
 */
export function StatusSheet({
  request,
  onClose,
}: {
  request: SheetRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <Dialog
      isOpen={request !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="sm"
      title={
        request
          ? t(TITLE_KEYS[request.step], { ...unit, number: request.item.room.number })
          : undefined
      }
    >
      {request && <SheetForm key={request.item._id} request={request} onClose={onClose} />}
    </Dialog>
  );
}

function SheetForm({ request, onClose }: { request: SheetRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const { item, step } = request;
  const mutation = useUpdateRoomServiceMutation();
  const [notice, setNotice] = useState(item.notice);
  const [noticeError, setNoticeError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNoticeError(undefined);
    const body = step === 'notice' ? { notice } : { status: step, notice };
    mutation.mutate(
      { id: item._id, body },
      {
        onSuccess: () => {
          const key = step === 'notice' ? 'noticeSaved' : step;
          toast.success(t(`housekeeping.toast.${key}`, { ...unit, number: item.room.number }));
          onClose();
        },
        onError: (error) => {
          const body = toErrorBody(error);
          const issue = body.issues?.find((candidate) => candidate.path === 'notice');
          if (issue) setNoticeError(issue.message);
          else toast.error(body.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="status-sheet">
      <DialogBody>
        <TextArea
          label={step === 'notice' ? t('housekeeping.card.notice') : t('housekeeping.sheet.notice')}
          placeholder={t('housekeeping.sheet.noticePlaceholder')}
          value={notice}
          onChange={setNotice}
          errorMessage={noticeError}
          maxLength={ROOM_SERVICE_NOTICE_MAX_LENGTH}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" size="lg" onPress={onClose}>
          {t('housekeeping.sheet.back')}
        </Button>
        <Button
          type="submit"
          size="lg"
          autoFocus
          isLoading={mutation.isPending}
          data-testid="status-sheet-confirm"
        >
          {t(CONFIRM_KEYS[step])}
        </Button>
      </DialogFooter>
    </form>
  );
}
