export { videoRoutes } from './videos.routes';
export { createVideosService, DEFAULT_MEDIA_ROOT, type VideosService } from './videos.service';
export { mp4DurationSeconds } from './media-duration';
export { createMediaSigner, mediaSigningSecret, MEDIA_FILE_NAMES, type MediaFile } from './media-signing';
export {
  masterclassFeed,
  masterclassRow,
  refreshMasterclasses,
  runMasterclassRefresh,
  loadMasterclassFeed,
  type MasterclassFeed,
  type MasterclassFeedEntry,
  type RefreshResult,
} from './masterclass-feed';
export {
  upsertSkillVideos,
  insertMissingMasterclasses,
  hasMasterclasses,
  lockMasterclassCatalog,
} from './videos.repository';
