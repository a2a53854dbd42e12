/**
 * The Share button of a sermon or event page: the phone's own share sheet where the browser has
 * the Web Share API, else the link copied to the clipboard, said in a live region either way.
 */

/** Wires every `[data-share]` button in the document. */
export function enhanceShareButtons(document: Document): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share]')) {
    const status = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    button.hidden = false;
    button.addEventListener('click', () => {
      const data = {
        title: button.dataset['title'] ?? document.title,
        url: button.dataset['url'] ?? location.href,
      };
      void (async () => {
        if (navigator.share) {
          try {
            await navigator.share(data);
            return;
          } catch (error) {
            if ((error as Error).name === 'AbortError') return; // the visitor changed their mind
          }
        }
        try {
          await navigator.clipboard.writeText(data.url);
          say('Link copied. Paste it wherever you want to share it.');
        } catch {
          say(`Copy this link to share it: ${data.url}`);
        }
      })();
    });
  }
}
