import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { useCurrentUserQuery } from '@/lib/current-user-query';
import { useNotificationPreferences } from '../api/use-me';
import { AvatarUploader } from '../components/avatar-uploader';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DownloadDataSection } from '../components/download-data-section';
import { EmailChangeNotice } from '../components/email-change-notice';
import { NotificationsForm } from '../components/notifications-form';
import { PasswordForm } from '../components/password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { SettingsTabs } from '../components/settings-tabs';
import { readStoredPreferences, withDefaults } from '../utils/notification-storage';

type TabId = 'personal' | 'password' | 'notifications';

/**
 * /settings: personal information, password and notification preferences; then "Tu cuenta": the data export
 * (every role: GET /me/export serves any signed-in person) and, for searchers only, "Eliminar mi cuenta"
 * (the server refuses company accounts).
 */
export function SettingsPage() {
  const user = useCurrentUser();
  const [tab, setTab] = useState<TabId>('personal');
  useCurrentUserQuery();
  const preferences = useNotificationPreferences();
  if (!user) return null;

  const notifications = preferences.isPending ? (
    <div className="flex justify-center py-8 text-blue-600">
      <Spinner label="Cargando preferencias..." />
    </div>
  ) : (
    <NotificationsForm
      initial={preferences.data ? withDefaults(preferences.data) : readStoredPreferences()}
    />
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <title>{pageTitle('Configuración')}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Configuración</h1>
          <p className="mt-1 text-sm text-slate-600">
            Administra tu información personal, contraseña y notificaciones.
          </p>
        </div>
        <Link to="/profile" className={buttonStyles('secondary')}>
          Ver Perfil
        </Link>
      </div>
      <div className="mb-4 empty:hidden">
        <EmailChangeNotice />
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SettingsTabs
          selected={tab}
          onSelect={(id) => setTab(id as TabId)}
          tabs={[
            {
              id: 'personal',
              label: 'Información Personal',
              panel: (
                <div className="space-y-8">
                  <AvatarUploader user={user} />
                  {/* A confirmed change (GET /me after the link) replaces the address the form started from. */}
                  <PersonalInfoForm key={`${user.id}:${user.email}`} user={user} />
                </div>
              ),
            },
            { id: 'password', label: 'Contraseña', panel: <PasswordForm /> },
            { id: 'notifications', label: 'Notificaciones', panel: notifications },
          ]}
        />
      </section>
      <section
        aria-labelledby="settings-account-heading"
        className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="settings-account-heading" className="text-lg font-semibold text-slate-900">
          Tu cuenta
        </h2>
        <DownloadDataSection />
        {user.role === 'user' && (
          <div className="border-t border-slate-200 pt-6">
            <DeleteAccountSection />
          </div>
        )}
      </section>
    </div>
  );
}
