// Plays the spoken reply sentence by sentence, as the server sends the sentences.
// Gradio re-renders the #reply-speech HTML on every update, so the clips play
// from Audio objects kept here, not from elements that a re-render would restart.
(() => {
  let reply = null;   // which reply the clips belong to
  let clips = [];     // every clip of that reply, in order
  let queue = [];     // clips still to play
  let current = null; // the Audio playing now

  function stop() {
    if (current) { current.pause(); current = null; }
    queue = [];
  }

  function playNext() {
    if (current || queue.length === 0) return;
    const audio = new Audio(queue.shift());
    current = audio;
    audio.onplaying = () => {
      window.lgrSpeech = { reply, playingAt: performance.now(), clips: clips.length };
      document.dispatchEvent(new CustomEvent("lgr-speech-playing", { detail: reply }));
    };
    audio.onended = audio.onerror = () => {
      if (current === audio) { current = null; playNext(); }
    };
    audio.play().catch(() => { if (current === audio) current = null; });
  }

  function scan() {
    const box = document.querySelector("#reply-speech .lgr-speech");
    if (!box) return;
    if (box.dataset.reply !== reply) {
      stop();
      reply = box.dataset.reply;
      clips = [];
    }
    const sources = [...box.querySelectorAll(".lgr-clip")].map((clip) => clip.dataset.src);
    for (const source of sources.slice(clips.length)) {
      clips.push(source);
      queue.push(source);
    }
    playNext();
  }

  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
  document.addEventListener("click", (event) => {
    if (!event.target.closest(".lgr-replay")) return;
    stop();
    queue = [...clips];
    playNext();
  });
})();
