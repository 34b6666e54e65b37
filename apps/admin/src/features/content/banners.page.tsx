import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_FIXED_GROUPS,
  BANNER_LANGUAGE_GROUPS,
  LINKAGE_TYPES,
  isAllowedVideoUrl,
  linkageProblem,
  type AdminBanner,
  type LinkageType,
} from '@portal/contracts/content';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { ProofImage } from '../../components/ui/proof-image.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useUploadBannerImage } from '../../lib/banner-images.ts';
import { useCan } from '../../lib/permissions.ts';
import {
  useBannerList,
  useCreateBanner,
  useDeleteBanner,
  useReorderBanners,
  useUpdateBanner,
} from './api/content.ts';

/** The groups the console offers: the popups' in the site's two languages, then the rest. */
const GROUPS = [
  ...BANNER_LANGUAGE_GROUPS.flatMap((g) => [`${g}_BN`, `${g}_EN`]),
  ...BANNER_FIXED_GROUPS,
];

function BannerForm({ group, videoHost }: { group: string; videoHost: string }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateBanner();
  const upload = useUploadBannerImage();
  const [kind, setKind] = useState<'IMAGE' | 'VIDEO'>('IMAGE');
  const [videoUrl, setVideoUrl] = useState('');
  const [title, setTitle] = useState('');
  const [linkageType, setLinkageType] = useState<LinkageType>('NONE');
  const [linkage, setLinkage] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);

  const errors = {
    image: kind === 'IMAGE' && !upload.data ? t('siteContent.banners.imageRequired') : null,
    video:
      kind === 'VIDEO' && !isAllowedVideoUrl(videoUrl.trim(), videoHost)
        ? t('siteContent.banners.videoHostOnly', { host: videoHost })
        : null,
    linkage:
      linkageProblem(linkageType, linkage.trim()) === null
        ? null
        : t(`siteContent.banners.linkageHints.${linkageType}`),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setDone(false);
    if (Object.values(errors).some((e) => e !== null)) return;
    create.mutate(
      {
        groupName: group,
        title: title.trim(),
        imageId: kind === 'IMAGE' ? (upload.data?.id ?? null) : null,
        videoUrl: kind === 'VIDEO' ? videoUrl.trim() : null,
        linkageType,
        linkage: linkage.trim(),
        enabled,
      },
      {
        onSuccess: () => {
          setTried(false);
          setDone(true);
          setTitle('');
          setVideoUrl('');
          setLinkage('');
          upload.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('siteContent.banners.formTitle')}
      </h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('siteContent.banners.kind')}</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'IMAGE' | 'VIDEO')}
            data-testid="banner-kind"
          >
            <option value="IMAGE">{t('siteContent.banners.kinds.IMAGE')}</option>
            <option value="VIDEO">{t('siteContent.banners.kinds.VIDEO')}</option>
          </select>
        </div>
        {kind === 'IMAGE' ? (
          <div className="field">
            <label htmlFor={`${id}-file`}>{t('siteContent.banners.image')}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg"
              data-testid="banner-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
            <small className="muted">{t('siteContent.banners.imageHint')}</small>
            {upload.isPending && <Loading />}
            {upload.isError && <QueryError error={upload.error} />}
            {upload.data && (
              <p className="success" data-testid="banner-uploaded">
                {t('siteContent.banners.uploaded', {
                  width: upload.data.width,
                  height: upload.data.height,
                })}
              </p>
            )}
            {tried && errors.image && <p className="error">{errors.image}</p>}
          </div>
        ) : (
          <TextField
            label={t('siteContent.banners.videoUrl')}
            value={videoUrl}
            onValue={setVideoUrl}
            hint={t('siteContent.banners.videoHostOnly', { host: videoHost })}
            error={tried ? errors.video : null}
            data-testid="banner-video"
          />
        )}
        <TextField
          label={t('siteContent.banners.titleField')}
          value={title}
          onValue={setTitle}
          maxLength={120}
          data-testid="banner-title"
        />
        <div className="field">
          <label htmlFor={`${id}-linkage-type`}>{t('siteContent.banners.linkageType')}</label>
          <select
            id={`${id}-linkage-type`}
            value={linkageType}
            onChange={(e) => setLinkageType(e.target.value as LinkageType)}
            data-testid="banner-linkage-type"
          >
            {LINKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`siteContent.banners.linkageTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {linkageType !== 'NONE' && (
          <TextField
            label={t('siteContent.banners.linkage')}
            value={linkage}
            onValue={setLinkage}
            hint={t(`siteContent.banners.linkageHints.${linkageType}`)}
            error={tried ? errors.linkage : null}
            data-testid="banner-linkage"
          />
        )}
        <label className="row">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
            data-testid="banner-enabled"
          />
          {t('siteContent.banners.enabled')}
        </label>
      </div>
      {create.isError && <QueryError error={create.error} />}
      <div aria-live="polite">
        {done && <p className="success">{t('siteContent.banners.saved')}</p>}
      </div>
      <div className="row">
        <button
          type="submit"
          className="primary"
          disabled={create.isPending || upload.isPending}
          data-testid="banner-save"
        >
          {t('siteContent.banners.add')}
        </button>
      </div>
    </form>
  );
}

function BannerRow({
  banner,
  list,
  canWrite,
}: {
  banner: AdminBanner;
  list: AdminBanner[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const index = list.findIndex((b) => b.id === banner.id);
  const move = (by: number) => {
    const ids = list.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ groupName: banner.groupName, ids });
  };
  const toggle = () =>
    update.mutate({
      id: banner.id,
      body: {
        groupName: banner.groupName,
        title: banner.title,
        imageId: banner.imageId,
        videoUrl: banner.videoUrl,
        linkageType: banner.linkageType,
        linkage: banner.linkage,
        enabled: !banner.enabled,
        sequence: banner.sequence,
      },
    });
  const error = update.error ?? remove.error ?? reorder.error;
  return (
    <tr data-testid={`banner-row-${banner.id}`}>
      <td className="mono">{index + 1}</td>
      <td>
        {banner.kind === 'IMAGE' ? (
          <ProofImage path={banner.url} label={banner.title || t('siteContent.banners.image')} />
        ) : (
          <span className="mono">{banner.videoUrl}</span>
        )}
      </td>
      <th scope="row">{banner.title || '—'}</th>
      <td>
        {t(`siteContent.banners.linkageTypes.${banner.linkageType}`)}
        {banner.linkage && <div className="muted mono">{banner.linkage}</div>}
      </td>
      <td>{banner.enabled ? t('siteContent.banners.on') : t('siteContent.banners.off')}</td>
      <td>
        {canWrite && (
          <div className="row">
            <button type="button" disabled={index === 0} onClick={() => move(-1)}>
              {t('siteContent.banners.up')}
            </button>
            <button type="button" disabled={index === list.length - 1} onClick={() => move(1)}>
              {t('siteContent.banners.down')}
            </button>
            <button type="button" onClick={toggle} data-testid={`banner-toggle-${banner.id}`}>
              {banner.enabled ? t('siteContent.banners.disable') : t('siteContent.banners.enable')}
            </button>
            <ConfirmAction
              label={t('siteContent.delete')}
              question={t('siteContent.banners.deleteQuestion')}
              danger
              busy={remove.isPending}
              onConfirm={() => remove.mutate(banner.id)}
            />
          </div>
        )}
        {error && <QueryError error={error} />}
      </td>
    </tr>
  );
}

/** Banners by group: thumbnails, upload, order, linkage, video links from the one host, on/off. */
export default function BannersPage() {
  const { t } = useTranslation();
  const id = useId();
  const [group, setGroup] = useState('w_home');
  const banners = useBannerList(group);
  const canWrite = useCan('content.write');

  return (
    <>
      <h1>{t('siteContent.banners.title')}</h1>
      <p className="muted">{t('siteContent.banners.intro')}</p>
      <div className="field" style={{ maxWidth: 320 }}>
        <label htmlFor={`${id}-group`}>{t('siteContent.banners.group')}</label>
        <select
          id={`${id}-group`}
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          data-testid="banner-group"
        >
          {GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </div>
      {banners.isError && (
        <QueryError error={banners.error} onRetry={() => void banners.refetch()} />
      )}
      {banners.isPending && <Loading />}
      {banners.data && (
        <>
          {canWrite && <BannerForm group={group} videoHost={banners.data.videoHost} />}
          <div className="table-wrap">
            <table data-testid="banner-list">
              <thead>
                <tr>
                  <th scope="col">{t('siteContent.banners.columns.order')}</th>
                  <th scope="col">{t('siteContent.banners.columns.media')}</th>
                  <th scope="col">{t('siteContent.banners.columns.title')}</th>
                  <th scope="col">{t('siteContent.banners.columns.link')}</th>
                  <th scope="col">{t('siteContent.banners.columns.shown')}</th>
                  <th scope="col">{t('siteContent.banners.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {banners.data.list.length === 0 && <EmptyRow columns={6} />}
                {banners.data.list.map((b) => (
                  <BannerRow key={b.id} banner={b} list={banners.data.list} canWrite={canWrite} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
