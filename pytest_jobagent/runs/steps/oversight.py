"""The steps run under oversight: the ThinkingAgent's gate on a last step that claims complete or a step stuck after
failures, the scripted user's answer when it pauses, and the step each verdict inserts."""

from __future__ import annotations

from pytest_jobagent.events import EventBus
from pytest_jobagent.oversight.gate import Next, ThinkingGate
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, Trigger

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
        # a question goes to the user even without `steer:` (no answer: on_unanswered fail)
        consulted = gate.consult(self._review(step, result, trigger), step=step.index, user=self.steering,
                                 ask_anyway=True)
        if consulted.asked is not None and self.steering is None:
            result.steering = consulted.asked.stats
        if self._ends(consulted, result) or consulted.approved:
            return consulted.ends
        if consulted.reply is not None:
            self.follow_ups.append(consulted.reply)
            return self._continue_with(index, step, consulted.reply, "answer", consulted)
        origin = "resume" if consulted.asked is not None else "review"
        return self._continue_with(index, step, consulted.verdict.instructions or step.text, origin, consulted)

    def _entry(self, result: StepsResult, page: str) -> bool:
        """Before the first step (`thinking: {entry: true}`): the ThinkingAgent checks that the goal can be done from
        the start page. A doubt goes to the first step's prompt, a question to the user; True: the run must end."""
        gate = self.thinking
        assert gate is not None
        consulted = gate.consult(Review(task=self.goal or "; ".join(self.steps),
                                        steps=[("pending", s) for s in self.steps], follow_ups=list(self.follow_ups),
                                        claim="the run is about to start", trigger="entry", page=page[:3000]),
                                 step=0, user=self.steering)
        return self._heed(consulted, result)

    def _periodic(self, step: StepResult, result: StepsResult) -> bool:
        """A look at the run's course every N iterations (`thinking: {every: N}`); True: the run must end."""
        assert self.thinking is not None
        consulted = self.thinking.consult(self._review(step, result, "periodic"), step=step.index, user=self.steering)
        return self._heed(consulted, result)

    def _heed(self, consulted: Next, result: StepsResult) -> bool:
        """An entry or periodic verdict: approval changes nothing; the gate's review goes to the agent's next
        prompt, the user's answer is a follow-up; give_up, or no answer, ends the run (True)."""
        if self._ends(consulted, result):
            return True
        if consulted.reply is not None:
            self.follow_ups.append(consulted.reply)
        if not consulted.approved:
            self.review_note = consulted.review
        return False

    @staticmethod
    def _ends(consulted: Next, result: StepsResult) -> bool:
        """A verdict that ends the run: the user said stop, or the gate's reason is the run's error."""
        if consulted.stopped:
            result.stopped = True
        elif consulted.ends:
            result.error = consulted.error
        return consulted.ends

    def _continue_with(self, index: int, step: StepResult, text: str, origin: str, consulted: Next) -> bool:
        """The run goes on with `text` as the next step (a stuck step is superseded by it)."""
        if step.status != "complete":
            step.superseded = True
        self._insert(index + 1, text, origin)
        self.review_note = consulted.review
        return False
