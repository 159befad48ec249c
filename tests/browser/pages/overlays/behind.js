// the page behind every overlay: a button that counts its clicks, so a test sees whether a click got through
document.addEventListener("DOMContentLoaded", () => {
  const main = document.createElement("main");
  main.innerHTML = '<h1>Jobs</h1><p id="clicks">0</p>' +
    '<button id="behind" style="position:absolute;left:45%;top:48%;width:160px;height:40px">Show jobs</button>';
  document.body.prepend(main);
  document.getElementById("behind").addEventListener("click", () => {
    const c = document.getElementById("clicks");
    c.textContent = String(Number(c.textContent) + 1);
  });
});
