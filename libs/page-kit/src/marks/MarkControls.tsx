import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarks } from '@art/site';
import { Button, HeartFilledIcon, HeartIcon, IconButton } from '@art/ui';

/**
 * The save control of a work (a heart): saved works show filled and pressed. A visitor without a session goes to
 * the login page and the work is saved when they come back.
 */
export function SaveWorkButton({
  workId,
  title,
  withText = false,
}: {
  workId: string;
  title: string;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const marks = useMarks();
  const [busy, setBusy] = useState(false);
  const saved = marks.isSaved(workId);
  // One name whatever the state (the pressed state says whether it is saved).
  const label = t('marks.save', { title });
  const onClick = async () => {
    setBusy(true);
    try {
      await marks.toggleSave(workId);
    } finally {
      setBusy(false);
    }
  };
  const icon = saved ? <HeartFilledIcon /> : <HeartIcon />;
  if (withText) {
    return (
      <Button
        variant="secondary"
        aria-pressed={saved}
        busy={busy}
        iconStart={icon}
        onClick={() => void onClick()}
        data-mark="save"
      >
        {t(saved ? 'marks.savedShort' : 'marks.saveShort')}
      </Button>
    );
  }
  return (
    <IconButton label={label} icon={icon} pressed={saved} busy={busy} onClick={() => void onClick()} data-mark="save" />
  );
}

/** The follow control of an artist: "Follow" / "Following" (pressed). Logged out, it goes by the login page. */
export function FollowArtistButton({ artistId, name }: { artistId: string; name: string }) {
  const { t } = useTranslation();
  const marks = useMarks();
  const [busy, setBusy] = useState(false);
  const followed = marks.isFollowed(artistId);
  return (
    <Button
      variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      title={t(followed ? 'marks.followingName' : 'marks.followName', { name })}
      busy={busy}
      data-mark="follow"
      onClick={() => {
        setBusy(true);
        void marks.toggleFollow(artistId).finally(() => setBusy(false));
      }}
    >
      {t(followed ? 'marks.following' : 'marks.follow')}
    </Button>
  );
}
