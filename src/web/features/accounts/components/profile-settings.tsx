import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import type { Viewer } from '../api/get-viewer.js';
import { useUpdateProfile } from '../api/update-profile.js';
import { Avatar } from './avatar.js';
import { FormError, FormSuccess } from './form-message.js';
import { SettingsSection } from './settings-section.js';

/** Name and avatar (an image address; uploads arrive with image storage). */
export function ProfileSettings({ viewer }: { viewer: Viewer }) {
  const [firstName, setFirstName] = useState(viewer.firstName);
  const [lastName, setLastName] = useState(viewer.lastName);
  const [image, setImage] = useState(viewer.avatar ?? '');
  const update = useUpdateProfile();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), image: image.trim() });
  }

  return (
    <SettingsSection id="settings-profile" title="Profile" description="Your name as other members see it, and your picture.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="settings-profile">
        <div className="flex items-center gap-4">
          <Avatar src={viewer.avatar} name={`${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email} className="size-14 text-base" />
          <p className="text-sm text-ink-soft">{viewer.email}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" required maxLength={100} value={firstName} onChange={(e) => setFirstName(e.target.value)} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" maxLength={100} value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </div>
        <TextField
          label="Avatar image address"
          name="image"
          type="url"
          inputMode="url"
          placeholder="https://…"
          maxLength={2000}
          value={image}
          onChange={(e) => setImage(e.target.value)}
        />
        {update.isError ? <FormError testId="profile-error">{update.error.message}</FormError> : null}
        {update.isSuccess ? <FormSuccess testId="profile-saved">Your profile has been saved.</FormSuccess> : null}
        <div>
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {update.isPending ? 'Please wait...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
