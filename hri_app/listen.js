// Hands-free listening on the Talk page (the #listen toggle; hri_app/listen_route.py).
// The microphone, echo-cancelled, is downsampled to 16 kHz in an AudioWorklet and
// streamed as 16-bit PCM over a WebSocket that a Worker holds: the page's own thread
// is busy for a second or more drawing the map, and audio queued behind it would
// reach the server late (measured: 4 s at page load). The server finds the utterances and
// sends back the state, each final transcript and when to stop the reply. A
// question is asked through the page's own hidden textbox and button, so its
// answer arrives like a typed one (chat, map, evidence, speech, Follow me), and
// questions are asked one at a time, each once the previous one was answered.
(() => {
  const KEY = "lgr-listen";  // localStorage: "on" once switched on in this browser
  const RATE = 16000;
  // 20 ms of 16 kHz samples per message: the server hears speech over a reply at
  // most this late (barge-in), at 50 small messages a second.
  const CHUNK = 320;
  const WORKLET = `
    class LgrMic extends AudioWorkletProcessor {
      constructor() { super(); this.step = sampleRate / ${RATE}; this.at = 0; this.sum = 0;
        this.n = 0; this.out = new Int16Array(${CHUNK}); this.used = 0; this.sink = null;
        this.port.onmessage = (event) => { this.sink = event.data; }; }
      process(inputs) {
        const input = inputs[0] && inputs[0][0];
        if (!input) return true;
        for (let i = 0; i < input.length; i++) {
          // Box-filter each 1/16000 s of input into one sample (enough against aliasing
          // for speech, whose energy is below 4 kHz).
          this.sum += input[i]; this.n += 1; this.at += 1;
          if (this.at >= this.step) {
            this.at -= this.step;
            const value = Math.max(-1, Math.min(1, this.sum / this.n));
            this.out[this.used++] = value * 32767;
            this.sum = 0; this.n = 0;
            if (this.used === ${CHUNK} && this.sink) {
              this.sink.postMessage(this.out.buffer, [this.out.buffer]);
              this.out = new Int16Array(${CHUNK}); this.used = 0;
            }
          }
        }
        return true;
      }
    }
    registerProcessor("lgr-mic", LgrMic);`;
  // The Worker: audio from the worklet to the socket, the page's messages to the socket
  // (a clip "playing" gets the microphone's sample count here), the server's to the page.
  const SENDER = `
    let socket = null, sent = 0;
    const page = (message) => postMessage(message);
    onmessage = (event) => {
      const data = event.data;
      if (data.open) {
        socket = new WebSocket(data.open);
        socket.binaryType = "arraybuffer";
        socket.onopen = () => page({ open: true });
        socket.onmessage = (message) => page({ event: message.data });
        socket.onclose = (closed) => page({ closed: closed.reason || "" });
        data.audio.onmessage = (chunk) => {
          if (!socket || socket.readyState !== WebSocket.OPEN) return;
          if (sent === 0) page({ first: performance.timeOrigin + performance.now() });
          sent += ${CHUNK};
          socket.send(chunk.data);
        };
      } else if (data.playing) {
        if (socket && socket.readyState === WebSocket.OPEN)
          socket.send(JSON.stringify({ ...data.playing, type: "playing", at: sent }));
      } else if (data.send && socket && socket.readyState === WebSocket.OPEN) {
        socket.send(data.send);
      }
    };`;
  const STATES = {
    "listening": "Listening…",
    "hearing you": "Hearing you…",
    "thinking": "Thinking…",
    "speaking": "Speaking (talk to interrupt)",
  };

  let session = null;  // {worker, context, stream} while on
  const questions = [];  // heard, not asked yet
  let asking = false;
  // What tests and benchmarks read: the state, what was heard (when), asked and answered
  // (when the answer reached the chat), the clock.
  window.lgrListen = {
    state: "off", heard: [], asked: [], answered: [], openedAt: null, startedAt: null,
  };

  const $ = (id) => document.getElementById(id);

  function show(state) {
    window.lgrListen.state = state;
    const box = $("listen-state");
    if (box) box.textContent = STATES[state] || "";
  }

  function problem(message) {
    const box = $("listen-problem");
    if (box) box.textContent = message ? `⚠ ${message}` : "";
  }

  function heard(text, question, forMe) {
    window.lgrListen.heard.push({ text, question, forMe, at: performance.now() });
    const list = $("listen-heard");
    if (!list) return;
    const line = document.createElement("div");
    line.className = question ? "lgr-heard" : "lgr-heard lgr-not-for-me";
    line.textContent = question ? `“${text}”`
      : forMe ? `“${text}” — I'm listening: ask your question` : `“${text}” — not for me`;
    list.prepend(line);
    while (list.children.length > 5) list.lastChild.remove();
  }

  function askNext() {
    const box = document.querySelector("#listen-question textarea");
    if (asking || questions.length === 0 || !box) return;
    const question = questions.shift();
    asking = true;
    box.value = question;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    $("listen-ask").click();
    window.lgrListen.asked.push(question);
    // The server empties the box in the same update that puts the answer in the chat.
    const answered = setInterval(() => {
      if (box.isConnected && box.value !== "") return;
      clearInterval(answered);
      window.lgrListen.answered.push(performance.now());
      asking = false;
      askNext();
    }, 50);
  }

  function tell(message) {
    if (session) session.worker.postMessage(message);
  }

  function onEvent(text) {
    const data = JSON.parse(text);
    if (data.type === "state") show(data.state);
    else if (["stop", "pause", "resume"].includes(data.type))
      window.lgrPlayer && window.lgrPlayer[data.type]();
    else if (data.type === "problem") problem(data.message);
    else if (data.type === "heard") {
      heard(data.text, data.question, data.for_me);
      if (data.question) { problem(""); questions.push(data.question); askNext(); }
    }
  }

  function microphoneError(error) {
    if (error.name === "NotAllowedError" || error.name === "SecurityError")
      return "the microphone is blocked: allow it for this site in the browser's settings, " +
        "then switch hands-free on again";
    if (error.name === "NotFoundError" || error.name === "OverconstrainedError")
      return "no microphone was found: connect one, then switch hands-free on again";
    if (error.name === "NotReadableError")
      return "the microphone is busy in another program: close it, then switch hands-free on again";
    return `the microphone cannot be opened (${error.name}: ${error.message})`;
  }

  const script = (code) => URL.createObjectURL(new Blob([code], { type: "text/javascript" }));

  // The microphone opens last, once the robot's socket is open: audio captured
  // before would be lost (a fake microphone's file, too, starts when it is opened).
  async function start() {
    if (session) return;
    problem("");
    if (!window.isSecureContext || !navigator.mediaDevices) {
      off("browsers allow the microphone only on https:// or on the robot itself " +
        "(localhost); open the app over HTTPS (see Remote access in docs/app.md)");
      return;
    }
    const context = new AudioContext();
    const worker = new Worker(script(SENDER));
    const ours = { worker, context, stream: null };
    session = ours;
    window.lgrListen.startedAt = null;
    if (context.state === "suspended") {
      problem("tap anywhere on the page to start listening");
      document.addEventListener("click", () => { context.resume(); problem(""); }, { once: true });
    }
    await context.audioWorklet.addModule(script(WORKLET));
    if (session !== ours) return;  // switched off meanwhile
    const node = new AudioWorkletNode(context, "lgr-mic");
    node.connect(context.destination);  // it outputs silence; connected so it runs
    const audio = new MessageChannel();
    node.port.postMessage(audio.port1, [audio.port1]);
    worker.onmessage = ({ data }) => {
      if (session !== ours) return;
      if (data.event) onEvent(data.event);
      else if (data.open) capture(ours, node);
      else if (data.first) {
        // When the microphone's first sample was captured, on this page's clock.
        window.lgrListen.startedAt = data.first - performance.timeOrigin - (CHUNK / RATE) * 1000;
      } else if ("closed" in data) {
        off(`the robot stopped listening${data.closed ? ` (${data.closed})` : ""}; ` +
          "switch hands-free on to try again");
      }
    };
    const url = new URL("lgr/listen", document.baseURI).href.replace(/^http/, "ws");
    worker.postMessage({ open: url, audio: audio.port2 }, [audio.port2]);
  }

  async function capture(ours, node) {
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: false },
      });
    } catch (error) {
      if (session === ours) off(microphoneError(error));
      return;
    }
    if (session !== ours) {  // switched off while the browser asked
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    ours.stream = stream;
    window.lgrListen.openedAt = performance.now();  // a fake microphone starts its file here
    ours.context.createMediaStreamSource(stream).connect(node);
    show("listening");
  }

  function stop() {
    if (!session) return;
    const { worker, context, stream } = session;
    session = null;
    worker.terminate();  // and its socket with it
    if (stream) stream.getTracks().forEach((track) => track.stop());
    context.close();
    show("off");
  }

  function off(message) {
    stop();
    show("off");
    const toggle = $("listen");
    if (toggle) toggle.checked = false;
    problem(message);
  }

  document.addEventListener("change", (event) => {
    if (event.target.id !== "listen") return;
    localStorage.setItem(KEY, event.target.checked ? "on" : "off");
    if (event.target.checked) start(); else { stop(); problem(""); }
  });
  document.addEventListener("lgr-speech-playing", (event) => {
    const { reply, clip } = event.detail;
    tell({ playing: { reply: Number(reply), clip } });
  });
  for (const name of ["lgr-speech-ended", "lgr-speech-stopped"])
    document.addEventListener(name, () => tell({ send: JSON.stringify({ type: "ended" }) }));

  // Remembered per browser: switch on again once the toggle is on the page.
  const restore = new MutationObserver(() => {
    const toggle = $("listen");
    if (!toggle) return;
    restore.disconnect();
    if (localStorage.getItem(KEY) === "on") { toggle.checked = true; start(); }
  });
  restore.observe(document.body, { subtree: true, childList: true });
})();
