// Plays the spoken reply sentence by sentence, as the server sends the sentences.
// Gradio re-renders the #reply-speech HTML on every update, so the clips play
// from Audio objects kept here, not from elements that a re-render would restart.
// Events for hands-free listening (listen.js): lgr-speech-playing (each clip, with
// its reply and index), lgr-speech-ended (nothing left to play) and
// lgr-speech-stopped (cut short by window.lgrPlayer.stop(), e.g. barge-in; each stop
// is also kept in window.lgrSpeechStops as {reply, at}, each clip's start in
// window.lgrSpeechStarts as {reply, clip, at}). window.lgrPlayer.pause() silences the
// reply until resume(), which plays again from the start of the sentence it cut
// (window.lgrSpeechPauses and lgrSpeechResumes keep when).
(() => {
  let reply = null;   // which reply the clips belong to
  let clips = [];     // every clip of that reply, in order
  let queue = [];     // indexes of the clips still to play
  let current = null; // the Audio playing now
  let cut = false;    // the reply was stopped: clips still arriving are not played
  let paused = false; // the reply waits for resume(): clips arriving are queued

  function halt() {
    if (current) { current.pause(); current = null; }
    queue = [];
  }

  function announce(name, detail) {
    document.dispatchEvent(new CustomEvent(name, { detail }));
  }

  function playNext() {
    if (current || paused) return;
    if (queue.length === 0) return;
    const index = queue.shift();
    const audio = new Audio(clips[index]);
    audio.lgrClip = index;
    current = audio;
    audio.onplaying = () => {
      window.lgrSpeech = { reply, clip: index, playingAt: performance.now(), clips: clips.length };
      (window.lgrSpeechStarts ||= []).push({ reply, clip: index, at: window.lgrSpeech.playingAt });
      announce("lgr-speech-playing", { reply, clip: index });
    };
    audio.onended = audio.onerror = () => {
      if (current !== audio) return;
      current = null;
      playNext();
      if (!current) announce("lgr-speech-ended", { reply });
    };
    audio.play().catch(() => { if (current === audio) current = null; });
  }

  function scan() {
    const box = document.querySelector("#reply-speech .lgr-speech");
    if (!box) return;
    if (box.dataset.reply !== reply) {
      halt();
      reply = box.dataset.reply;
      clips = [];
      cut = false;
      paused = false;
    }
    const sources = [...box.querySelectorAll(".lgr-clip")].map((clip) => clip.dataset.src);
    for (const source of sources.slice(clips.length)) {
      clips.push(source);
      if (!cut) queue.push(clips.length - 1);
    }
    playNext();
  }

  window.lgrPlayer = {
    // Silence the reply now, and say so if it was playing.
    stop() {
      const playing = current !== null || queue.length > 0;
      halt();
      cut = true;
      paused = false;
      if (!playing) return;
      (window.lgrSpeechStops ||= []).push({ reply, at: performance.now() });
      announce("lgr-speech-stopped", { reply });
    },
    // Silence the reply for now; resume() plays on from the sentence it cut.
    pause() {
      if (paused || cut || (current === null && queue.length === 0)) return;
      if (current) { queue.unshift(current.lgrClip); current.pause(); current = null; }
      paused = true;
      (window.lgrSpeechPauses ||= []).push({ reply, at: performance.now() });
    },
    resume() {
      if (!paused) return;
      paused = false;
      (window.lgrSpeechResumes ||= []).push({ reply, at: performance.now() });
      playNext();
      if (!current) announce("lgr-speech-ended", { reply });
    },
  };

  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
  document.addEventListener("click", (event) => {
    if (!event.target.closest(".lgr-replay")) return;
    halt();
    cut = false;
    queue = clips.map((_, index) => index);
    playNext();
  });
})();
