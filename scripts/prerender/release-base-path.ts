import { remoteBasePath, type RemoteManifest, type RemoteName } from 'shared-types';

/**
 * The URL path a remote's files are served under, ending with a slash: its release's folder as
 * a deployed manifest names it, or `/remotes/<dir>/` for a build that names none ('auto').
 */
export function releaseBasePath(name: RemoteName, manifest: RemoteManifest): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? publicPath : remoteBasePath(name);
}
