/** Header navigation moves the page up by one window height, smoothly (seed 000 section 2.2). */
export function scrollUpOneScreen(): void {
  window.scrollBy({ top: -window.innerHeight, behavior: 'smooth' });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
