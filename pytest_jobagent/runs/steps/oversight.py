"""The steps run under oversight: the ThinkingAgent's gate on a last step that claims complete or a step stuck after
failures, the scripted user's answer when it pauses, and the step each verdict inserts."""

from __future__ import annotations

from pytest_jobagent.events import EventBus
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, ThinkingGate, Trigger, Verdict

from .memory import JourneyMemory
from .result import StepResult, StepsResult


class Overseen:
    """The steps orchestrator's side that applies the ThinkingAgent's verdicts (StepsOrchestrator holds these fields)."""

    steps: list[str]
    origins: list[str]
    goal: str
    events: EventBus | None
    memory: JourneyMemory
    thinking: ThinkingGate | None
    steering: Steering | None
    follow_ups: list[str]
    review_note: str | None

    def _insert(self, at: int, text: str, origin: str) -> None:
        self.steps.insert(at, text)
        self.origins.insert(at, origin)

    def _review(self, step: StepResult, result: StepsResult, trigger: Trigger) -> Review:
        steps: list[tuple[str, str]] = [(s.status if not s.superseded else "superseded", s.text) for s in result.steps]
        claim = f"step {step.index} ({step.text}) {step.status}: {step.reason}"
        final = "; ".join(f"{k} = {v}" for k, v in self.memory.extracted.items()) or step.reason
        return Review(task=self.goal, steps=steps, follow_ups=list(self.follow_ups),
                      history=[e.line() for e in self.memory.history], extracted=dict(self.memory.extracted),
                      claim=claim, trigger=trigger, final_answer=final)

    def _oversee(self, index: int, step: StepResult, result: StepsResult) -> bool:
        """Consult the ThinkingAgent when the last step claims complete, or a step ended stuck after failures.
        Returns True when the run must end now (stopped, failed or given up)."""
        gate = self.thinking
        assert gate is not None
        last = index == len(self.steps) - 1
        trigger: Trigger
        if step.status == "complete" and last:
            trigger = "done"
        elif step.status == "stuck" and step.failures > 0 and gate.options.on_failures:
            trigger = "failures"
        else:
            return False
        verdict = gate.review(self._review(step, result, trigger), step=step.index)
        if verdict.action == "approve":
            return False
        if verdict.action == "give_up":
            result.error = verdict.reason
            return True
        out = verdict.output
        if verdict.action == "pause":
            steering = self.steering or Steering(events=self.events)
            outcome, reply = steering.ask(out.question_for_user.strip(), step=step.index)
            if self.steering is None:
                result.steering = steering.stats
            if outcome == "answered" and reply is not None:  # an answer always carries its reply
                self.follow_ups.append(reply)
                return self._continue_with(index, step, reply, "answer", verdict)
            if outcome == "fail":
                result.error = f"paused with no scripted answer to: {out.question_for_user.strip()}"
                return True
            if outcome == "stop":
                result.stopped = True
                return True
            return self._continue_with(index, step, verdict.instructions or step.text, "resume", verdict)
        return self._continue_with(index, step, verdict.instructions or step.text, "review", verdict)

    def _entry(self, result: StepsResult, page: str) -> bool:
        """Before the first step (`thinking: {entry: true}`): the ThinkingAgent checks that the goal can be done from
        the start page. A doubt goes to the first step's prompt, a question to the user; True: the run must end."""
        gate = self.thinking
        assert gate is not None
        verdict = gate.review(Review(task=self.goal or "; ".join(self.steps), steps=[("pending", s) for s in self.steps],
                                     follow_ups=list(self.follow_ups), claim="the run is about to start",
                                     trigger="entry", page=page[:3000]), step=0)
        return self._heed(verdict, result)

    def _periodic(self, step: StepResult, result: StepsResult) -> bool:
        """A look at the run's course every N iterations (`thinking: {every: N}`); True: the run must end."""
        assert self.thinking is not None
        verdict = self.thinking.review(self._review(step, result, "periodic"), step=step.index)
        return self._heed(verdict, result)

    def _heed(self, verdict: Verdict, result: StepsResult) -> bool:
        """An entry or periodic verdict: approval changes nothing; a rejection's note goes to the agent's next
        prompt; a question goes to the user (an answer is a follow-up); give_up ends the run."""
        if verdict.action == "approve":
            return False
        if verdict.action == "give_up":
            result.error = verdict.reason
            return True
        if verdict.action == "pause" and self.steering is not None:
            outcome, reply = self.steering.ask(verdict.output.question_for_user.strip())
            if outcome == "answered" and reply is not None:
                self.follow_ups.append(reply)
            elif outcome == "fail":
                result.error = f"paused with no scripted answer to: {verdict.output.question_for_user.strip()}"
                return True
            elif outcome == "stop":
                result.stopped = True
                return True
        self.review_note = verdict.feedback or None
        return False

    def _continue_with(self, index: int, step: StepResult, text: str, origin: str, verdict: Verdict) -> bool:
        """The run goes on with `text` as the next step (a stuck step is superseded by it)."""
        if step.status != "complete":
            step.superseded = True
        self._insert(index + 1, text, origin)
        self.review_note = verdict.note or None
        return False
