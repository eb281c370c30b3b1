/**
 * When a video URL is a YouTube or Vimeo page (or already an embed URL), the URL to put in an
 * <iframe>; null for anything else, which plays in a native <video>.
 */
export function embedUrlFor(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  if (parsed.hostname === 'placeholder.invalid') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{6,}$/;

  if (host === 'youtu.be') {
    const videoId = parsed.pathname.slice(1);
    return id.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, videoId] = parsed.pathname.split('/');
    if (kind === 'embed' && videoId && id.test(videoId)) return `https://www.${host}/embed/${videoId}`;
    if (kind === 'shorts' && videoId && id.test(videoId)) return `https://www.youtube-nocookie.com/embed/${videoId}`;
    const watched = parsed.searchParams.get('v');
    if (kind === 'watch' && watched && id.test(watched)) return `https://www.youtube-nocookie.com/embed/${watched}`;
    return null;
  }
  if (host === 'player.vimeo.com') {
    const match = /^\/video\/(\d+)/.exec(parsed.pathname);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  if (host === 'vimeo.com') {
    const match = /^\/(?:.*\/)?(\d+)\/?$/.exec(parsed.pathname);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  return null;
}
